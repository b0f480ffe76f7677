/**
 * An address to hand on: a read-only field (select and copy it without JavaScript)
 * and, once the page runs, a Copy button that puts it on the clipboard and says so.
 */
import { useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function CopyField({ label, value }: { label: string; value: string }) {
  // false in the server's HTML and while hydrating: the button appears once it can work.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [copied, setCopied] = useState<"yes" | "no" | undefined>();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("yes");
    } catch {
      // Clipboard refused (an insecure origin, a denied permission): the field stays there to copy by hand.
      setCopied("no");
    }
  }
  return (
    <span className="admin-copy-field">
      <input readOnly aria-label={label} value={value} className="admin-share-url" onFocus={(e) => e.target.select()} />
      {hydrated ? (
        <button type="button" className="admin-button admin-button-quiet" onClick={() => void copy()}>
          Copy
        </button>
      ) : null}
      <span role="status" className="admin-hint">
        {copied === "yes" ? "Copied." : copied === "no" ? "Select the address and copy it." : ""}
      </span>
    </span>
  );
}
