/**
 * A first load in a handful of files. Left to itself, Rolldown makes a chunk for every set of lazy chunks that share
 * modules: 85 files on My numbers, and Lighthouse's phone (HTTP/1.1: six connections per host, a round trip per file)
 * spent longer asking for them than downloading them. The lazy code goes instead into a few chunks, by what loads it:
 * - `login`: what the sign-in page needs beyond the entry chunk;
 * - `public`: what the other public pages (password reset, sign-out) need beyond that;
 * - `console`: the admin shell (`PortalAdmin`) and everything it imports. It imports react-admin and MUI through their
 *   package indexes, so this holds every part of them that any screen uses: one file, cached once for every screen;
 * - `screens`: what two or more lazy chunks share besides (mostly the portal's own: the list pattern, forms, dialogs);
 * - `ordering`: what only the ordering wizards share (src/pages/order/, src/pages/cart/: the cart's line editor, the
 *   channel screens, the plan tabs), so that a list or the dashboard does not download it (it was half of `screens`);
 * - each screen's own code, and the optional parts (charts, payment, error reporting, French), in chunks of their own.
 * The sets come from the module graph once it is complete (`buildEnd`), before Rolldown makes the chunks.
 */
import type { Plugin, Rolldown } from 'vite';
import { LOGIN_PAGE_MODULE, SHELL_MODULE } from './preloadChunks';

/** The public pages' folder: the sign-in page and those a visitor without a session may open. */
const PUBLIC_PAGES = 'src/pages/auth/';
/** The ordering wizards' folders: what only their screens share goes to `ordering`. */
const WIZARDS = ['src/pages/order/', 'src/pages/cart/'];

/**
 * Libraries that only optional parts load: kept out of `screens` although two of those parts share them. The phone
 * number formatter too, with its library's number plans (porting's list and page only): a module in `screens` takes
 * what it imports along, so the formatter there brought 120 kB to every screen.
 */
export const OPTIONAL =
  /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|decimal\.js-light|@paypal|@sentry|es-toolkit|libphonenumber-js)[\\/]|src[\\/]components[\\/]phoneNumber\.ts$/;

type InfoOf = (id: string) => Pick<Rolldown.ModuleInfo, 'importedIds' | 'isEntry' | 'dynamicImporters'> | null;

/** Modules and everything they import statically. */
function staticClosure(infoOf: InfoOf, starts: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(infoOf(id)?.importedIds ?? []));
  }
  return seen;
}

const minus = (set: Set<string>, ...others: Set<string>[]) =>
  new Set([...set].filter((id) => others.every((other) => !other.has(id))));

export interface GroupSets {
  login: Set<string>;
  public: Set<string>;
  console: Set<string>;
  screens: Set<string>;
  ordering: Set<string>;
}

/** Which module goes to which group; each set leaves out the entry chunk's modules and those of the sets before it. */
export function groupSets(ids: readonly string[], infoOf: InfoOf): GroupSets {
  const find = (suffix: string) => {
    const id = ids.find((candidate) => candidate.endsWith(suffix));
    if (!id) throw new Error(`chunk-groups: no module ${suffix}`);
    return id;
  };
  const initial = staticClosure(
    infoOf,
    ids.filter((id) => infoOf(id)?.isEntry),
  );
  const lazy = ids.filter((id) => (infoOf(id)?.dynamicImporters.length ?? 0) > 0);
  const login = minus(staticClosure(infoOf, [find(LOGIN_PAGE_MODULE)]), initial);
  const publicPages = minus(
    staticClosure(
      infoOf,
      lazy.filter((id) => id.includes(PUBLIC_PAGES)),
    ),
    initial,
    login,
  );
  const shell = minus(staticClosure(infoOf, [find(SHELL_MODULE)]), initial, login, publicPages);
  const optional = staticClosure(
    infoOf,
    ids.filter((id) => OPTIONAL.test(id)),
  );
  const loadedBy = new Map<string, string[]>();
  for (const chunk of lazy) {
    for (const id of staticClosure(infoOf, [chunk])) {
      const loaders = loadedBy.get(id);
      if (loaders) loaders.push(chunk);
      else loadedBy.set(id, [chunk]);
    }
  }
  /** What two or more lazy chunks, of those `test` accepts, load besides themselves and the sets before. */
  const sharedBy = (test: (loaders: string[]) => boolean) =>
    minus(
      new Set(
        [...loadedBy]
          .filter(([id, loaders]) => loaders.length >= 2 && !lazy.includes(id) && test(loaders))
          .map(([id]) => id),
      ),
      initial,
      login,
      publicPages,
      shell,
      optional,
    );
  const wizardsOnly = (loaders: string[]) =>
    loaders.every((loader) => WIZARDS.some((folder) => loader.includes(folder)));
  return {
    login,
    public: publicPages,
    console: shell,
    screens: sharedBy((loaders) => !wizardsOnly(loaders)),
    ordering: sharedBy(wizardsOnly),
  };
}

/** The plugin that reads the graph, and the groups for `output.codeSplitting` that use what it read. */
export function chunkGroups(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  let sets: GroupSets = {
    login: new Set(),
    public: new Set(),
    console: new Set(),
    screens: new Set(),
    ordering: new Set(),
  };
  const group = (name: keyof GroupSets, priority: number): Rolldown.CodeSplittingGroup => ({
    name,
    priority,
    test: (id) => sets[name].has(id),
  });
  return {
    plugin: {
      name: 'chunk-groups',
      apply: 'build',
      buildEnd() {
        sets = groupSets([...this.getModuleIds()], (id) => this.getModuleInfo(id));
      },
    },
    groups: [
      // Everything the entry imports, in the entry chunk, as Rollup did: Rolldown would otherwise give each module that
      // a lazy chunk also imports a chunk of its own (13 files and 6 kB more gzip on /login).
      { name: 'index', tags: ['$initial'], priority: 6 },
      group('login', 5),
      group('public', 4),
      group('console', 3),
      group('screens', 2),
      group('ordering', 1),
    ],
  };
}
