import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Spec §2 route table. Paths like /it-jobs-in-{location} cannot be expressed as a segment
// pattern, so the single-segment catch-all `:pageSlug` parses them (and shows 404 otherwise).
export default [
  index("routes/home.tsx"),
  route("jobs", "routes/jobs.tsx"),
  route("jobs/location/:location", "routes/jobs.tsx", { id: "jobs-by-location" }),
  route("software-engineer-jobs", "routes/jobs.tsx", { id: "software-engineer-jobs" }),
  route("web-developer-jobs", "routes/jobs.tsx", { id: "web-developer-jobs" }),
  route("jobs/:slug", "routes/job-detail.tsx"),
  route("developer-jobs", "routes/developer-jobs.tsx"),
  route("programmer-jobs", "routes/developer-jobs.tsx", { id: "programmer-jobs" }),
  route("guide/:city", "routes/city-guide.tsx"),
  route("careers", "routes/careers.tsx"),
  route("careers/:slug", "routes/career-category.tsx"),
  route("job-categories/:slug", "routes/career-category.tsx", { id: "job-category" }),
  route("career-guides", "routes/guides.tsx"),
  route("job-guide", "routes/guides.tsx", { id: "job-guide" }),
  route("career-guides/:slug", "routes/guide-article.tsx"),
  route("job-guide/:section", "routes/guide-article.tsx", { id: "job-guide-section" }),
  route("employers", "routes/employers.tsx"),
  route("employers/inquiry", "routes/inquiry.tsx"),
  route("post-job", "routes/post-job.tsx"),
  route("legal", "routes/legal.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("about", "routes/about.tsx"),
  route("auth", "routes/auth.tsx"),
  route("login", "routes/login.tsx"),
  route("onboarding", "routes/onboarding.tsx"),
  route(":pageSlug", "routes/city-page.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
