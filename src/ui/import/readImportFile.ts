import { IMPORT_MAX_BYTES } from '../../core/import/importTypes';

/** Why a file was not read (keys of the 'import' namespace under 'failures'). */
export type FileRefusal = 'too-large' | 'image' | 'unreadable';

/** A file as the import dialog holds it: its bytes, or why it was refused before parsing. */
export type ImportFile = { name: string } & ({ bytes: Uint8Array } | { refusal: FileRefusal });

/** Returns true for an image file (by type, or by extension when the system gives no type). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/') || /\.(png|jpe?g|gif|webp|avif|bmp|svg|heic|tiff?)$/i.test(file.name);
}

/**
 * Reads a file for import: refused without reading when it is an image or over IMPORT_MAX_BYTES, else its bytes
 * (the parser recognises text, .ase and junk by content).
 */
export async function readImportFile(file: File): Promise<ImportFile> {
  if (isImageFile(file)) return { name: file.name, refusal: 'image' };
  if (file.size > IMPORT_MAX_BYTES) return { name: file.name, refusal: 'too-large' };
  try {
    return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
  } catch {
    return { name: file.name, refusal: 'unreadable' };
  }
}

/** Returns a file's name without its extension ('brand.tokens.json' → 'brand'), for the palette's name. */
export function baseName(name: string): string {
  const stem = name.replace(/^.*[\\/]/, '').replace(/\..*$/, '');
  return stem.trim();
}
