import { forwardRef, type AnchorHTMLAttributes } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps as RouterLinkProps,
  type NavLinkProps as RouterNavLinkProps,
} from 'react-router';
import { useLocalizedPath } from '../lib/i18n/use-language';

export interface LinkProps extends Omit<RouterLinkProps, 'to'> {
  /** An English app path from `paths` (lib/paths.ts); the current language's prefix is added. */
  to: string;
}

/**
 * An in-app link that keeps the page's language: `<Link to={paths.car(ref)}>` renders `/ur/cars/…` on Urdu pages.
 * (Also exported as LocalizedLink.) For other sites use `ExternalLink`.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  const localized = useLocalizedPath();
  return <RouterLink ref={ref} to={localized(to)} {...rest} />;
});
export const LocalizedLink = Link;

export interface NavLinkProps extends Omit<RouterNavLinkProps, 'to'> {
  to: string;
}

/** A menu link: `aria-current="page"` when it is the current page, localized like Link. */
export function NavLink({ to, ...rest }: NavLinkProps) {
  const localized = useLocalizedPath();
  return <RouterNavLink to={localized(to)} {...rest} />;
}

/** A link that leaves the site: a new tab, without handing it our window. */
export function ExternalLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}
