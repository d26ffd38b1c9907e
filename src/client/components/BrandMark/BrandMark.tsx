// The Porchlight logo (the robot head with its porch light) and name, linking home.
import { PRODUCT_NAME } from '../../../shared/brand.ts';
import { FadeLink } from '../PageFade/FadeLink.tsx';
import classes from './BrandMark.module.css';

export function BrandMark({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <FadeLink to="/" underline="never" className={classes.brand} data-size={size}>
      <img src="/favicon.svg" alt="" className={classes.logo} />
      <span>{PRODUCT_NAME}</span>
    </FadeLink>
  );
}
