import { Briefcase, MapPin, Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { countryLabel } from "~/components/ui/countries";
import { Label } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { SEARCH_COUNTRIES } from "../lib/search-params";
import { SuggestInput } from "./suggest-input";

export interface SearchFields {
  keyword: string;
  location: string;
  country: string;
}

interface JobSearchFormProps {
  initial: SearchFields;
  onSearch: (fields: SearchFields) => void;
  /** Developer and programmer pages search by location only (the keyword and country are fixed). */
  locationOnly?: boolean;
}

/** The jobs page's form: job title, location and a country select with us, gb, ca, au and de. */
export function JobSearchForm({ initial, onSearch, locationOnly = false }: JobSearchFormProps) {
  const [fields, setFields] = useState(initial);
  const countries: string[] = [...SEARCH_COUNTRIES];
  // A country that came in from a link (the home picker offers ~250) stays selectable.
  if (!countries.includes(fields.country)) countries.push(fields.country);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ keyword: fields.keyword.trim(), location: fields.location.trim(), country: fields.country });
  }

  return (
    <form
      aria-label="Search jobs"
      onSubmit={submit}
      className="grid grid-cols-2 gap-x-2 gap-y-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-3 sm:p-5 md:grid-cols-[1fr_1fr_auto_auto] md:items-end"
    >
      {locationOnly ? null : (
        <div className="col-span-2 md:col-span-1">
          <Label htmlFor="search-keyword">Job title</Label>
          <SuggestInput
            id="search-keyword"
            name="keyword"
            field="title"
            country={fields.country}
            value={fields.keyword}
            onValueChange={(keyword) => setFields((current) => ({ ...current, keyword }))}
            placeholder="e.g. Software Developer"
            icon={<Briefcase aria-hidden="true" className="size-4" />}
          />
        </div>
      )}
      <div className={locationOnly ? "col-span-2" : "col-span-1"}>
        <Label htmlFor="search-location">Location</Label>
        <SuggestInput
          id="search-location"
          name="location"
          field="location"
          country={fields.country}
          value={fields.location}
          onValueChange={(location) => setFields((current) => ({ ...current, location }))}
          placeholder="City, state or 'Remote'"
          icon={<MapPin aria-hidden="true" className="size-4" />}
        />
      </div>
      {locationOnly ? null : (
        <div className="col-span-1 md:w-44">
          <Label htmlFor="search-country">Country</Label>
          <Select
            id="search-country"
            name="country"
            value={fields.country}
            onChange={(event) => setFields({ ...fields, country: event.target.value })}
          >
            {countries.map((code) => (
              <option key={code} value={code}>
                {countryLabel(code)}
              </option>
            ))}
          </Select>
        </div>
      )}
      <Button type="submit" size="lg" className="col-span-2 h-11 md:col-span-1 md:h-12">
        <Search aria-hidden="true" className="size-4" />
        Search
      </Button>
    </form>
  );
}
