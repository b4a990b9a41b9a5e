import { z } from 'zod';

/** A root-relative URL on the API's origin: `/images/{file}` or `/static_images/image_type/{file}`. */
export const ImageUrlSchema = z.string().min(1);
