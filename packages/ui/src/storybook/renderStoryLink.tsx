import type { RenderLink } from '../screens/Access/private/AuthLayout/AuthLayout';

/** Stories have no router: a link's href names what it is for ('#signUp'), so a play can check it. */
export const renderStoryLink: RenderLink = (to, children) => <a href={`#${to}`}>{children}</a>;
