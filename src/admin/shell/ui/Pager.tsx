import { Button } from "react-aria-components";

/** "1–50 of 230" with previous and next buttons. */
export function Pager(props: { total: number; offset: number; limit: number; onOffset: (offset: number) => void }) {
  const { total, offset, limit } = props;
  if (total <= limit) return <p className="field-help">{total === 1 ? "1 entry" : `${total} entries`}</p>;
  return (
    <div className="pager">
      <span className="field-help">
        {offset + 1}–{Math.min(offset + limit, total)} of {total}
      </span>
      <div className="row">
        <Button className="btn btn-small" isDisabled={offset === 0} onPress={() => props.onOffset(Math.max(0, offset - limit))}>
          Previous
        </Button>
        <Button className="btn btn-small" isDisabled={offset + limit >= total} onPress={() => props.onOffset(offset + limit)}>
          Next
        </Button>
      </div>
    </div>
  );
}
