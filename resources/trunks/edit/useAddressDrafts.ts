/**
 * The trunk's addresses as edited (spec section 4 "Trunk addresses"): new rows have temporary ids and are
 * created on save, saved rows are updated on save; a failed save keeps every row as typed.
 */
import { useState } from 'react';
import { createTrunkAddress, deleteTrunkAddress, updateTrunkAddresses } from '@/providers/api/capacity';
import type { TrunkAddress } from '@/providers/types';
import { isNewAddress, newAddress, parsePort } from '@/resources/trunks/addressRules';
import type { AddressDraft } from './AddressRow';

const toDraft = (row: TrunkAddress): AddressDraft => ({ ...row, port: String(row.port) });
const toAddress = (row: AddressDraft): TrunkAddress => ({
  ...row,
  address: row.address.trim(),
  port: parsePort(row.port) ?? 0,
});

export function useAddressDrafts(trunkId: string, saved: TrunkAddress[]) {
  const [rows, setRows] = useState<AddressDraft[]>(() => saved.map(toDraft));

  const add = () => setRows((current) => [...current, toDraft(newAddress(current.map(toAddress)))]);
  const change = (index: number, row: AddressDraft) =>
    setRows((current) => current.map((old, i) => (i === index ? row : old)));
  const removeLocally = (id: TrunkAddress['id']) => setRows((current) => current.filter((row) => row.id !== id));

  /** Deletes a saved row on the server at once; a new row only here. */
  const remove = async (row: AddressDraft) => {
    if (!isNewAddress(row)) await deleteTrunkAddress(trunkId, row.id);
    removeLocally(row.id);
  };

  /** Creates the new rows one by one (each created row takes its real id), then updates the saved ones. */
  const save = async () => {
    let current = rows;
    for (const row of rows.filter(isNewAddress)) {
      const { id: temporary, ...body } = toAddress(row);
      const created = await createTrunkAddress(trunkId, body);
      current = current.map((old) => (old.id === temporary ? toDraft(created) : old));
      setRows(current);
    }
    const existing = current.map(toAddress);
    const updated = existing.length > 0 ? await updateTrunkAddresses(trunkId, existing) : existing;
    setRows(updated.map(toDraft));
  };

  return { rows, add, change, remove, save, asAddresses: () => rows.map(toAddress) };
}
