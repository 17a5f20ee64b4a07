/** Saves data as a file through a Blob and a temporary object URL (no network involved). */
export function downloadFile(data: string | Uint8Array, fileName: string, mime: string): void {
  const blob = new Blob([data as BlobPart], { type: mime });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the browser has started reading the URL.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
