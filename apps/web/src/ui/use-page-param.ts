import { useSearchParams } from 'react-router';

/** The 0-based page of `?page=` (1-based in the address); anything else is the first page. */
function pageOfParams(params: URLSearchParams): number {
  const asked = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(asked) && asked > 1 ? asked - 1 : 0;
}

/** The list page kept in the address next to the other parameters (the tab), so going back and forth keeps it. */
export function usePageParam(): [page: number, goTo: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const goTo = (next: number) =>
    setParams((prev) => {
      const updated = new URLSearchParams(prev);
      if (next === 0) updated.delete('page');
      else updated.set('page', String(next + 1));
      return updated;
    });
  return [pageOfParams(params), goTo];
}
