import { FaWhatsapp } from 'react-icons/fa6';
import { BrandIcon, type BrandIconProps } from './brand';

export const WhatsApp = (props: BrandIconProps) => <BrandIcon icon={FaWhatsapp} {...props} />;
