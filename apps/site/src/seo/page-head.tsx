import { absoluteUrl, type PageMeta } from './page-meta';

/**
 * A page's title, description and canonical URL (or `noindex` for a page without `path`). React
 * places them in the document head when the build renders the page, and the build derives the
 * link-preview tags from them (`build/social-tags.ts`), which only crawlers read.
 */
export function PageHead({ title, description, path }: PageMeta) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {path === undefined ? (
        <meta name="robots" content="noindex" />
      ) : (
        <link rel="canonical" href={absoluteUrl(path)} />
      )}
    </>
  );
}
