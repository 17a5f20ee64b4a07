import type { Mesh } from '../../../core/gradient/mesh/mesh';
import { meshQuery, parseMesh } from '../../../core/gradient/mesh/address';
import { paths } from '../../../config/paths';
import { useAddressHistory, type AddressCodec, type AddressHistory } from '../../../ui/useAddressHistory';

/** The mesh in the address's `m` (core/gradient/mesh/address.ts). */
const MESH_ADDRESS: AddressCodec<Mesh> = {
  param: 'm',
  read: (text) => parseMesh(new URLSearchParams(text === null ? '' : { m: text })),
  path: (mesh) => paths.mesh(meshQuery(mesh)),
};

/**
 * The mesh on show, its edits and their undo and redo: the address holds it, the edits of a drag or a held key are
 * one version and are written to the address when the gesture ends (ui/useAddressHistory.ts).
 */
export function useMeshAddress(): AddressHistory<Mesh> {
  return useAddressHistory(MESH_ADDRESS);
}
