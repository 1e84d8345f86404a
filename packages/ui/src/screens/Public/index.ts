export { Article, type ArticleContent, type ArticleProps } from './Article/Article';
export { BlogList, type BlogListPost, type BlogListProps } from './BlogList/BlogList';
export { PublicLayout, type PublicLayoutProps } from './PublicLayout/PublicLayout';
export { SiteFooter, type SiteFooterLink, type SiteFooterProps } from './SiteFooter/SiteFooter';
