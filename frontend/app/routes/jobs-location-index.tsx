import { Navigate, useLocation } from "react-router";

/** '/jobs/location/' names no place: the search page, keeping the query (the server redirects too). */
export default function JobsLocationIndex() {
  const { search } = useLocation();
  return <Navigate replace to={`/jobs${search}`} />;
}
