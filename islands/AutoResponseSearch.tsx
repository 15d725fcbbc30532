// The auto-response search: a GET form (works without JavaScript). AutoResponseSearch.client.ts
// filters the cards as you type, without React.
type AutoResponseSearchProps = {
  query: string;
  texts: { label: string; placeholder: string; search: string };
};

export default function AutoResponseSearch({ query, texts }: AutoResponseSearchProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for the browsers we support; role=search on the form is the established equivalent
    <form className="search" method="get" role="search">
      <label className="visually-hidden" htmlFor="autoresponse-search">
        {texts.label}
      </label>
      <input id="autoresponse-search" type="search" name="q" defaultValue={query} placeholder={texts.placeholder} />
      <button className="button" type="submit">
        {texts.search}
      </button>
    </form>
  );
}
