import { FaXTwitter } from 'react-icons/fa6';
import { BrandIcon, type BrandIconProps } from './brand';

export const XTwitter = (props: BrandIconProps) => <BrandIcon icon={FaXTwitter} {...props} />;
