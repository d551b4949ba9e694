/**
 * Product information (spec part 2 sections 3 "Product information" and 7): price lists, product sheets and terms.
 * Each `*_location` is a URL the portal links to (relative to the portal, or absolute http(s)).
 */

/** GET customer/product/pricelist: one item per price list. */
export interface PriceListItem {
  description: string;
  /** The price list's data (its tariff as JSON, `PriceListData`): "GET the location of a price list file for its data". */
  location: string;
  pdf_location: string;
  csv_location: string;
  xlsx_location: string;
  /** The tariff's name (e.g. "Standard 2026"). */
  tariff: string;
}

/** A row of a price list's tariff. Rates are decimal strings in the list's currency. */
export interface TariffRow {
  destination: string;
  prefix: string;
  /** Per-minute rate. */
  rate: string;
  /** One-off connection fee per call. */
  setup: string;
}

/** The JSON answered at a price list's `location`. */
export interface PriceListData {
  currency: string;
  rows: TariffRow[];
}

/** GET customer/product/product-sheet */
export interface ProductSheet {
  description: string;
  /** The sheet to show in the viewer (a PDF that may be framed by the portal). */
  location: string;
  pdf_location: string;
  csv_location: string;
}

/** GET customer/product/terms-and-conditions */
export interface TermsDocument {
  description: string;
  pdf_location: string;
}
