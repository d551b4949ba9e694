/**
 * Product information (spec part 2 sections 3 and 7 "Product information"; issue 14): price lists with their tariff
 * as JSON and as PDF, CSV and XLSX files, product sheets (a PDF the portal frames in its viewer, a PDF to download and
 * a CSV) and the terms (PDF). Paths in ENDPOINTS.product.
 *
 * The files are the provider's, the same for every customer: each is made when first asked for, then kept in the file
 * store (scope `product`) and opened through its signed link like any other file, without a token. Their links are
 * signed for customer 0, the provider: a link works for whoever has it until it expires.
 */
import type { PriceListItem, ProductSheet, TermsDocument } from '@/providers/entities/product';
import { ENDPOINTS } from '@/providers/endpoints';
import type { Db } from '@/sandbox/db';
import { type AreaDeps } from '@/sandbox/env';
import { notFound } from '@/sandbox/errors';
import { CSV_FILE_TYPE, type FileStore, type MadeFile, type StoredFile } from '@/sandbox/fileStore';
import { PRODUCT_SHEETS, type ProductDocument, TERMS } from '@/sandbox/product/documents';
import { documentCsv, documentPdf, priceListCsv, priceListPdf, priceListXlsx } from '@/sandbox/product/render';
import { PRICE_LISTS, tariffs } from '@/sandbox/product/tariffs';
import { API_PREFIX } from '@/sandbox/paths';
import type { Router } from '@/sandbox/routing';
import { detectFileType } from '@/providers/fileTypes';

export const PRODUCT_FILES = 'product';
/** The owner the product files' links are signed for: the provider, not a customer. */
const PROVIDER = 0;

/** A file of the product pages: its name, whether the portal may frame it, and how it is made. */
interface ProductFile {
  id: number;
  filename: string;
  framable: boolean;
  make: () => Uint8Array | Promise<Uint8Array>;
}

/** The file of each definition, numbered in order: the same ids on every start. */
function productFiles(db: Db) {
  const tariffOf = tariffs(db);
  const list: ProductFile[] = [];
  const add = (filename: string, make: ProductFile['make'], framable = false): ProductFile => {
    const file = { id: list.length + 1, filename, framable, make };
    list.push(file);
    return file;
  };
  const documents = new Map<string, ProductDocument>();
  const documentOf = (sheet: (typeof PRODUCT_SHEETS)[number]): ProductDocument => {
    const known = documents.get(sheet.slug) ?? sheet.document(db);
    documents.set(sheet.slug, known);
    return known;
  };

  const priceLists = PRICE_LISTS.map((priceList) => {
    const name = `price-list-${priceList.slug}`;
    const data = () => tariffOf(priceList);
    return {
      priceList,
      pdf: add(`${name}.pdf`, () => priceListPdf(priceList, data())),
      csv: add(`${name}.csv`, () => priceListCsv(data())),
      xlsx: add(`${name}.xlsx`, () => priceListXlsx(priceList, data())),
    };
  });
  const sheets = PRODUCT_SHEETS.map((sheet) => {
    const name = `product-sheet-${sheet.slug}`;
    return {
      sheet,
      viewer: add(`${name}.pdf`, () => documentPdf(documentOf(sheet)), true),
      pdf: add(`${name}.pdf`, () => documentPdf(documentOf(sheet))),
      csv: add(`${name}.csv`, () => documentCsv(documentOf(sheet))),
    };
  });
  const terms = TERMS.map((document) => ({ document, pdf: add(`${document.slug}.pdf`, () => documentPdf(document)) }));
  return { all: list, priceLists, sheets, terms, tariffOf };
}

export function registerProductRoutes(router: Router, { db }: AreaDeps, files: FileStore): void {
  const { all, priceLists, sheets, terms, tariffOf } = productFiles(db);
  const link = (file: ProductFile) =>
    files.link(PRODUCT_FILES, { id: file.id, customerId: PROVIDER, filename: file.filename });
  const dataPath = (slug: string) => `${API_PREFIX}/${ENDPOINTS.product.pricelist}/${slug}/data`;

  router.resource(ENDPOINTS.product.pricelist, {
    get: (c) =>
      c.json(
        priceLists.map(({ priceList, pdf, csv, xlsx }): PriceListItem => ({
          description: priceList.description,
          location: dataPath(priceList.slug),
          pdf_location: link(pdf),
          csv_location: link(csv),
          xlsx_location: link(xlsx),
          tariff: priceList.tariff,
        })),
      ),
  });
  router.resource(`${ENDPOINTS.product.pricelist}/:slug{[a-z0-9-]+}/data`, {
    get: (c) => {
      const priceList = PRICE_LISTS.find((candidate) => candidate.slug === c.req.param('slug'));
      if (!priceList) throw notFound();
      return c.json(tariffOf(priceList));
    },
  });
  router.resource(ENDPOINTS.product.productSheet, {
    get: (c) =>
      c.json(
        sheets.map(({ sheet, viewer, pdf, csv }): ProductSheet => ({
          description: sheet.description,
          location: link(viewer),
          pdf_location: link(pdf),
          csv_location: link(csv),
        })),
      ),
  });
  router.resource(ENDPOINTS.product.terms, {
    get: (c) =>
      c.json(
        terms.map(({ document, pdf }): TermsDocument => ({
          description: document.description,
          pdf_location: link(pdf),
        })),
      ),
  });

  // Made when first asked for, then kept in the file store; remade after a reset emptied it.
  const stored = new Map<number, { path: string; contentType: string }>();
  files.registerDownloads(router, PRODUCT_FILES, (id): MadeFile | undefined => {
    const file = all.find((candidate) => candidate.id === id);
    if (!file) return undefined;
    const make = async (): Promise<StoredFile> => {
      let kept = stored.get(id);
      if (!kept || !files.read(kept.path)) {
        const bytes = await file.make();
        const type = file.filename.endsWith('.csv') ? CSV_FILE_TYPE : detectFileType(file.filename, bytes);
        if (!type) throw new Error(`the product file ${file.filename} is not of its type`);
        kept = { path: files.store(PRODUCT_FILES, type, bytes), contentType: type.contentType };
        stored.set(id, kept);
      }
      return { id, customerId: PROVIDER, filename: file.filename, ...kept };
    };
    return { id, customerId: PROVIDER, filename: file.filename, framable: file.framable, make };
  });
}
