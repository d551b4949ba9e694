/**
 * What the palette lists: the navigation's pages the customer may open (from NAVIGATION and the bar's own access
 * rule, matched by their label in the current language) and the search's hits, each as an option with the screen
 * it opens. URLs from src/paths.ts only.
 */
import type { SearchAnswer } from '@/providers/api/search';
import { HITS_PER_KIND } from '@/providers/api/search';
import type { Permissions } from '@/providers/types';
import { orderDetailsPath, orderStatusName } from '@/resources/orders/orderKinds';
import { PATHS } from '@/src/paths';
import { fillPath } from '@/providers/urlPattern';
import { NAVIGATION, visibleLinks, type Extension } from '@/src/layout/navigation';
import type { RecentChoice, RecentKind } from './recentChoices';

export type GroupKey = 'recent' | 'pages' | 'numbers' | 'orders' | 'tickets' | 'profiles';

export interface PaletteItem {
  /** Unique in the list (the option's DOM id is made of it). */
  key: string;
  kind: RecentKind;
  label: string;
  detail?: string;
  path: string;
  /** What is remembered when it is chosen. */
  recent: RecentChoice;
}

export interface PaletteGroup {
  key: GroupKey;
  items: PaletteItem[];
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface PageEntry {
  linkKey: string;
  path: string;
  label: string;
  section: string;
}

/** Every page of the navigation the customer may open, once each (a page under two sections keeps its first). */
export function permittedPages(
  permissions: Permissions | undefined,
  translate: Translate,
  /** The extensions the backend lacks: their pages are left out. */
  missing?: ReadonlySet<Extension>,
): PageEntry[] {
  const seen = new Set<string>();
  const pages: PageEntry[] = [];
  for (const section of NAVIGATION) {
    for (const link of visibleLinks(section, permissions, missing)) {
      if (seen.has(link.path)) continue;
      seen.add(link.path);
      pages.push({
        linkKey: link.key,
        path: link.path,
        label: translate(`shell.nav.links.${link.key}`),
        section: translate(`shell.nav.sections.${section.key}`),
      });
    }
  }
  return pages;
}

/** Lower case without accents or punctuation: `Échéances` and `echeance` meet. */
export const normalise = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Pages whose label (or section and label) holds every word typed; labels that start with the text first. */
export function matchPages(pages: PageEntry[], text: string, limit = HITS_PER_KIND): PageEntry[] {
  const query = normalise(text);
  if (!query) return pages;
  const words = query.split(' ');
  const scored = pages
    .map((page) => {
      const label = normalise(page.label);
      const haystack = `${label} ${normalise(page.section)}`;
      if (!words.every((word) => haystack.includes(word))) return undefined;
      const score = label.startsWith(query) ? 0 : label.includes(query) ? 1 : 2;
      return { page, score };
    })
    .filter((entry): entry is { page: PageEntry; score: number } => entry !== undefined);
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((entry) => entry.page);
}

export const pageItem = (page: PageEntry): PaletteItem => ({
  key: `page-${page.path}`,
  kind: 'page',
  label: page.label,
  detail: page.section,
  path: page.path,
  recent: { kind: 'page', label: page.linkKey, path: page.path },
});

const item = (kind: RecentKind, key: string, label: string, path: string, detail?: string): PaletteItem => ({
  key: `${kind}-${key}`,
  kind,
  label,
  detail,
  path,
  recent: { kind, label, detail, path },
});

/** The search's hits as options, by kind. */
export function hitGroups(
  answer: SearchAnswer,
  translate: Translate,
  /** A country's name in the portal's language. */
  countryName: (name: string | null | undefined) => string = (name) => name ?? '',
): PaletteGroup[] {
  const status = (value: string) => translate(`tickets.statuses.${value.toLowerCase()}`, { _: value });
  return [
    {
      key: 'numbers' as const,
      items: answer.numbers.map((row) =>
        item(
          'numbers',
          row.did,
          row.did,
          fillPath(PATHS.numbers.details, { id: row.did }),
          [row.area?.name, countryName(row.country?.name)].filter(Boolean).join(', ') || undefined,
        ),
      ),
    },
    {
      key: 'orders' as const,
      items: answer.orders.map((row) =>
        item(
          'orders',
          row.uuid,
          row.reference_number,
          orderDetailsPath(row.uuid, row.status.id),
          orderStatusName(row.status, translate),
        ),
      ),
    },
    {
      key: 'tickets' as const,
      items: answer.tickets.map((row) =>
        item(
          'tickets',
          String(row.id),
          row.subject,
          fillPath(PATHS.tickets.details, { ticketID: row.id }),
          `${translate('palette.ticket', { id: row.id })} · ${status(row.status)}`,
        ),
      ),
    },
    {
      key: 'profiles' as const,
      items: answer.profiles.map((row) =>
        item(
          'profiles',
          String(row.id),
          row.name,
          fillPath(PATHS.profiles.edit, { id: row.id }),
          [row.area, countryName(row.country)].filter(Boolean).join(', ') || undefined,
        ),
      ),
    },
  ].filter((group) => group.items.length > 0);
}

/** Recent choices as options: pages in the current language, and only those the customer may still open. */
export function recentItems(recent: RecentChoice[], pages: PageEntry[]): PaletteItem[] {
  return recent.flatMap((choice): PaletteItem[] => {
    if (choice.kind !== 'page')
      return [
        { ...item(choice.kind, choice.path, choice.label, choice.path, choice.detail), key: `recent-${choice.path}` },
      ];
    const page = pages.find((entry) => entry.path === choice.path);
    return page ? [{ ...pageItem(page), key: `recent-${page.path}` }] : [];
  });
}
