import { CollectionAnswerSchema } from './collection';
import { ProductDetailSchema } from './product-detail';
import { TypeProductsAnswerSchema } from './type-products';

const product = {
  id: 1,
  name: 'Sofá Lino',
  images: ['/images/sofa-1-a.svg', '/images/sofa-1-b.svg'],
  image: '/images/sofa-1-a.svg',
  width: 200,
  height: 85,
  long: 90,
  price: 899.1,
  discount: 10,
  stock: 4,
};

describe('catalogue answers', () => {
  it.each([
    [
      'type products',
      TypeProductsAnswerSchema,
      {
        products: [product],
        info: {
          name_show: 'Sofás',
          image: '/static_images/image_type/sofas.svg',
          price_min: 0,
          price_max: 900,
          n_pages: 1,
          page: 1,
          size: 1,
        },
      },
    ],
    ['product detail', ProductDetailSchema, { ...product, description: 'Un sofá.' }],
    [
      'product detail with its old price',
      ProductDetailSchema,
      { ...product, old_price: 999, description: '' },
    ],
    [
      'collection',
      CollectionAnswerSchema,
      {
        name: 'Lámparas',
        type_products: [
          {
            name: 'floorlamps',
            name_show: 'Lámparas de pie',
            image: '/static_images/image_type/floorlamps.svg',
          },
        ],
      },
    ],
  ])('accepts a %s answer', (_name, schema, answer) => {
    expect(schema.safeParse(answer).success).toBe(true);
  });

  it.each([
    ['negative price', { ...product, price: -1, description: '' }],
    ['negative old price', { ...product, old_price: -1, description: '' }],
    ['missing long', { ...product, long: undefined, description: '' }],
    ['no images', { ...product, images: [], description: '' }],
    ['missing description', product],
  ])('refuses a product detail with %s', (_name, answer) => {
    expect(ProductDetailSchema.safeParse(answer).success).toBe(false);
  });
});
