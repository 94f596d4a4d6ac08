/**
 * Opens a blank tab now, inside the click that asked for it, so that popup blockers allow it; the caller
 * points it at the address once the API answers (`go`), or closes it when the call fails (`cancel`). When
 * the browser refused the tab, `go` opens the address in this tab instead.
 */
export function openPendingTab() {
  const tab = window.open('', '_blank');
  return {
    go(url: string) {
      if (tab && !tab.closed) {
        // The new page must not be able to script this one.
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    },
    cancel() {
      tab?.close();
    },
  };
}
