import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
/** Marks a route that needs no token; every other route requires a signed-in user. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
