import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";

/** City pages search by keyword only; the location comes from the address. */
export function KeywordSearchForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (keyword: string) => void;
}) {
  const [keyword, setKeyword] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(keyword.trim());
  }
  return (
    <form
      aria-label="Search jobs"
      onSubmit={submit}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end sm:p-5"
    >
      <div>
        <Label htmlFor="city-keyword">Keyword</Label>
        <Input
          id="city-keyword"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder="e.g. Developer, Data, Security"
          icon={<Search aria-hidden="true" className="size-4" />}
        />
      </div>
      <Button type="submit" size="lg">
        Search
      </Button>
    </form>
  );
}
