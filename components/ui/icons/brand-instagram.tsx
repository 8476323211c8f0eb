import { FaInstagram } from 'react-icons/fa6';
import { BrandIcon, type BrandIconProps } from './brand';

export const Instagram = (props: BrandIconProps) => <BrandIcon icon={FaInstagram} {...props} />;
