import { FaLinkedinIn } from 'react-icons/fa6';
import { BrandIcon, type BrandIconProps } from './brand';

export const LinkedIn = (props: BrandIconProps) => <BrandIcon icon={FaLinkedinIn} {...props} />;
