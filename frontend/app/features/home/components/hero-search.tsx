import { Briefcase, MapPin, Search, TrendingUp } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { CountryPicker } from "~/components/ui/country-picker";
import { Input, Label } from "~/components/ui/input";
import { toast } from "~/lib/toast-store";
import { jobsUrl, POPULAR_SEARCHES } from "../lib/home-content";
import { heroSearchError, popularSearchError } from "../lib/validate-search";

/** The home hero's search: keyword, location and the searchable country picker (default us). */
export function HeroSearch() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState("");
  const [location, setLocation] = useState("");
  const [country, setCountry] = useState("us");

  function submit(event: FormEvent) {
    event.preventDefault();
    const error = heroSearchError({ keyword, location, country });
    if (error) {
      toast(error);
      return;
    }
    navigate(jobsUrl({ keyword: keyword.trim(), location: location.trim(), country }));
  }

  function searchPopular(term: string) {
    const error = popularSearchError(country);
    if (error) {
      toast(error);
      return;
    }
    navigate(jobsUrl({ keyword: term, country }));
  }

  return (
    <div className="mx-auto mt-10 max-w-4xl text-left">
      <form
        aria-label="Find IT jobs"
        onSubmit={submit}
        noValidate
        className="grid gap-3 rounded-2xl bg-white p-4 shadow-xl ring-1 shadow-brand-900/5 ring-slate-200 sm:p-5 md:grid-cols-[1fr_1fr_13rem_auto] md:items-end"
      >
        <div>
          <Label htmlFor="hero-keyword">Job title or keyword</Label>
          <Input
            id="hero-keyword"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder="e.g. DevOps Engineer"
            icon={<Briefcase aria-hidden="true" className="size-4" />}
          />
        </div>
        <div>
          <Label htmlFor="hero-location">Location</Label>
          <Input
            id="hero-location"
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            placeholder="City or 'Remote'"
            icon={<MapPin aria-hidden="true" className="size-4" />}
          />
        </div>
        <div>
          <Label htmlFor="hero-country">Country</Label>
          <CountryPicker id="hero-country" value={country} onChange={setCountry} />
        </div>
        <Button type="submit" size="lg">
          <Search aria-hidden="true" className="size-4" />
          Search Jobs
        </Button>
      </form>
      <div className="mt-5 flex flex-wrap items-center justify-center gap-2">
        <span className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
          <TrendingUp aria-hidden="true" className="size-4 text-brand-600" />
          Popular searches:
        </span>
        {POPULAR_SEARCHES.map((term) => (
          <button
            key={term}
            type="button"
            onClick={() => searchPopular(term)}
            className="rounded-full bg-white px-3 py-1.5 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200"
          >
            {term}
          </button>
        ))}
      </div>
    </div>
  );
}
