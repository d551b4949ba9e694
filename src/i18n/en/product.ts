/** Messages of the product information pages (issue 14; spec part 2 sections 2 "Product information pages" and 9). */
export default {
  priceLists: {
    title: 'Price lists',
    tariff: 'Tariff: %{name}',
    files: 'Files of %{name}',
    showTariff: 'Show tariff',
    tariffOf: 'Tariff of %{name}',
    search: 'Search destination or prefix',
    columns: { destination: 'Destination', prefix: 'Prefix', rate: 'Rate per minute', setup: 'Connection fee' },
    empty: 'No price lists.',
    noRows: 'No destination matches.',
    loading: 'Loading the tariff',
    dataFailed: 'The tariff could not be read.',
  },
  sheets: {
    title: 'Product Sheet',
    viewer: 'Product sheet: %{name}',
    open: 'Open %{name} (PDF)',
    empty: 'No product sheets.',
  },
  terms: {
    title: 'Terms and Conditions',
    empty: 'No terms.',
  },
  files: {
    pdf: 'PDF',
    csv: 'CSV',
    xlsx: 'XLSX',
    fileOf: '%{kind} of %{name}',
  },
  loading: 'Loading',
};
