import { categoryHref } from '../../lib/article-path';
import { categoryName, categorySlug } from '../../lib/categories';

interface Props {
  category: string | null;
  /** On a card: the smaller badge. */
  small?: boolean;
}

/** An article's category, linking to the category's page when it has one. */
export default function CategoryBadge({ category, small = false }: Props) {
  const name = categoryName(category);
  if (name === null) return null;
  const slug = categorySlug(name);
  const className = [
    'inline-block self-start rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-800',
    small ? 'text-xs' : 'text-sm',
  ].join(' ');
  return slug === null ? (
    <p className={className}>{name}</p>
  ) : (
    <p>
      <a href={categoryHref(slug)} className={`${className} hover:bg-brand-50 hover:underline`}>
        <span className="sr-only">Kategori: </span>
        {name}
      </a>
    </p>
  );
}
