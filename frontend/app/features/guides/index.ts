// Career guides as routes use them.
export { fetchArticle } from "./api/get-guides";
export { ArticleNotFound } from "./components/article-not-found";
export { ArticleView } from "./components/article-view";
export { GuidesIndex } from "./components/guides-index";
