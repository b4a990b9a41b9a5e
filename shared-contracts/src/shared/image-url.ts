import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** A root-relative URL on the API's origin: `/images/{file}` or `/static_images/image_type/{file}`. */
export const ImageUrlSchema = lazySchema(() => z.string().min(1));
