export function FeatureArticleButton(_props: { articleId: string; title: string }) {
  return null;
}
