/** Originating networks a routing number applies to (a routing entry's `nature`). */
export const ORIGINATING_NETWORKS: { value: number; name: string }[] = [
  { value: 1, name: 'All networks' },
  { value: 2, name: 'Fixed' },
  { value: 3, name: 'Mobile' },
  { value: 4, name: 'Payphone' },
  { value: 5, name: 'International' },
];

export const networkName = (id: number): string | undefined => ORIGINATING_NETWORKS.find((n) => n.value === id)?.name;
