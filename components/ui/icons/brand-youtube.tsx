import { FaYoutube } from 'react-icons/fa6';
import { BrandIcon, type BrandIconProps } from './brand';

export const YouTube = (props: BrandIconProps) => <BrandIcon icon={FaYoutube} {...props} />;
