import { FaFacebookF } from 'react-icons/fa6';
import { BrandIcon, type BrandIconProps } from './brand';

export const Facebook = (props: BrandIconProps) => <BrandIcon icon={FaFacebookF} {...props} />;
