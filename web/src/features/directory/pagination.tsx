import { pageItems } from './paginate.ts';

interface Props {
  page: number;
  count: number;
  onPage: (page: number) => void;
}

/** Prev, page numbers and Next; only rendered when there is more than one page. */
export function Pagination({ page, count, onPage }: Props) {
  if (count <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul>
        <li>
          <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Prev
          </button>
        </li>
        {pageItems(page, count).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" disabled={page >= count} onClick={() => onPage(page + 1)}>
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
