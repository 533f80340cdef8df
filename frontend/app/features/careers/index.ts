// Career categories as routes and the content pages' islands use them.
export { fetchCategory, fetchCategoryList, fetchRoles } from "./api/get-category";
export { CareersIndex } from "./components/careers-index";
export { CategoryJobs } from "./components/category-jobs";
export { CategoryPage } from "./components/category-page";
