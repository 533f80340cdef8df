// The home page's sections as its route uses them.
export { getHomeFaqs } from "./api/get-home-faqs";
export { CategoryCards } from "./components/category-cards";
export { FeaturedJobs } from "./components/featured-jobs";
export { HeroSearch } from "./components/hero-search";
export { HomeFaq } from "./components/home-faq";
export { NearMe } from "./components/near-me";
export { NewsletterCta } from "./components/newsletter-cta";
