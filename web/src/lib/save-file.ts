/** Hands a downloaded file to the browser as if its link had been clicked (the leads CSV, a privacy export). */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the URL can go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
