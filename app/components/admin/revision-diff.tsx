/**
 * What changed between two revisions, field by field. A rich-text body reads as its
 * text, whole, with the words inserted and deleted marked in place; other fields show
 * before and after side by side. Screen readers hear where each change starts and ends
 * (admin-content.css says it in generated text, out of sight), since not every one of
 * them announces <ins> and <del>.
 */
export interface FieldChange {
  field: string;
  label: string;
  /** "rich-text": before and after are the body's text. */
  kind: "rich-text" | null;
  before: string;
  after: string;
  parts: Array<{ value: string; added?: boolean; removed?: boolean }> | null;
}

function Marked({ parts }: { parts: NonNullable<FieldChange["parts"]> }) {
  return (
    <>
      {parts.map((p, i) =>
        p.added ? (
          <ins key={i}>{p.value}</ins>
        ) : p.removed ? (
          <del key={i}>{p.value}</del>
        ) : (
          <span key={i}>{p.value}</span>
        ),
      )}
    </>
  );
}

export function RevisionDiff({ changes }: { changes: readonly FieldChange[] }) {
  if (!changes.length) return <p>No field changed.</p>;
  return (
    <>
      <p className="admin-hint">
        Inserted words are <ins className="admin-diff-key">marked green</ins>, deleted words{" "}
        <del className="admin-diff-key">struck through in red</del>.
      </p>
      <table className="admin-table admin-diff">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((d) => (
            <tr key={d.field}>
              <th scope="row">{d.label}</th>
              {d.kind === "rich-text" && d.parts ? (
                <td colSpan={2} data-label="Changes in the text">
                  <div className="admin-diff-text">
                    <Marked parts={d.parts} />
                  </div>
                </td>
              ) : (
                <>
                  <td data-label="Before">
                    <pre className="admin-diff-value">{d.before}</pre>
                  </td>
                  <td data-label="After">
                    <pre className="admin-diff-value">{d.parts ? <Marked parts={d.parts} /> : d.after}</pre>
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
