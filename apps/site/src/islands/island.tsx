/**
 * Places an island in a page (pages render only at build time): a container that tells the
 * runtime which island it holds, with what props and when to hydrate it, around the island's own
 * markup. The container takes no room of its own (`display: contents`). The markup is rendered as
 * a root of its own (`island-root.tsx`), exactly as the browser's root will hydrate it; a page
 * holds each island at most once.
 */
import { type ComponentType, use } from 'react';
import { prerender } from 'react-dom/static';
import { HYDRATE_ON_ATTRIBUTE, ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE } from '../lib/hydration';
import { islandIdPrefix, islandRoot } from './island-root';
import { type HydrateOn, ISLANDS, type IslandName, type IslandProps } from './registry';

const rendered = new Map<string, Promise<string>>();

/** The island's markup for `props`, rendered once per build. */
function islandHtml(name: IslandName, props: object): Promise<string> {
  const key = `${name} ${JSON.stringify(props)}`;
  let html = rendered.get(key);
  if (!html) {
    html = (async () => {
      const { default: Component } = (await ISLANDS[name]()) as {
        default: ComponentType<object>;
      };
      let failure: unknown;
      const { prelude } = await prerender(islandRoot(Component, props), {
        identifierPrefix: islandIdPrefix(name),
        onError(error) {
          failure ??= error;
        },
      });
      if (failure) throw failure;
      return new Response(prelude).text();
    })();
    rendered.set(key, html);
  }
  return html;
}

type IslandPlacement<N extends IslandName> = {
  name: N;
  /** When it hydrates; `load` by default. */
  hydrateOn?: HydrateOn;
} & (object extends IslandProps<N> ? { props?: IslandProps<N> } : { props: IslandProps<N> });

/** The island `name`, rendered with `props`, in its container. */
export function Island<N extends IslandName>({
  name,
  hydrateOn = 'load',
  props,
}: IslandPlacement<N>) {
  const html = use(islandHtml(name, props ?? {}));
  return (
    <div
      {...{
        [ISLAND_ATTRIBUTE]: name,
        [PROPS_ATTRIBUTE]: props ? JSON.stringify(props) : undefined,
        [HYDRATE_ON_ATTRIBUTE]: hydrateOn,
      }}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
