export { Box } from './components/Box/Box';
export { Button, type ButtonProps, buttonVariants } from './components/Button/Button';
export { FullPageSpinner, Spinner, spinnerSizes } from './components/Spinner/Spinner';
export { ThemeRoot } from './themes/ThemeRoot';
export { vars } from './themes/vars.css';
