import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator.js';
import { MESSAGES } from '@autoexport/contract/messages';
import { BlogPostsQueryDto } from './blog.requests.js';
import { BlogCategoryDto, BlogPostDto, BlogPostListDto } from './blog.responses.js';
import { BlogService } from './blog.service.js';
import { ApiErrors } from '../../common/api/route-docs.decorator.js';

export const BLOG_POST_ID_PARAM = ApiParam({
  name: 'id',
  description: 'The post’s id (uuid) or its slug',
  example: 'roro-vs-container-shipping-explained',
});
export const BLOG_POST_NOT_FOUND = ApiErrors({ 404: `BLOG_POST_NOT_FOUND, "${MESSAGES.BLOG_POST_NOT_FOUND}"` });

/** The public blog (spec §2 Blog list and detail, §7 GET /api/blog/posts and /api/blog/posts/{id}). */
@ApiTags('blog')
@Controller('blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get('categories')
  @Public()
  @ApiOperation({ summary: 'The blog’s categories: news, updates, guides, reviews, others' })
  @ApiOkResponse({ type: [BlogCategoryDto] })
  listBlogCategories(): BlogCategoryDto[] {
    return this.blog.categories();
  }

  @Get('posts')
  @Public()
  @ApiOperation({
    summary: 'Published posts',
    description: '`category` (slug), `search` (titles, tags and content), `sort` newest (default), oldest or popular; paged.',
  })
  @ApiOkResponse({ type: BlogPostListDto })
  @ApiErrors({ 400: '' })
  listBlogPosts(@Query() query: BlogPostsQueryDto): Promise<BlogPostListDto> {
    return this.blog.list(query);
  }

  @Get('posts/:id')
  @Public()
  @BLOG_POST_ID_PARAM
  @ApiOperation({
    summary: 'A published post, by id or slug',
    description: 'Counts a view. The content as sanitised HTML, and up to 3 related posts. A draft is not found.',
  })
  @ApiOkResponse({ type: BlogPostDto })
  @BLOG_POST_NOT_FOUND
  getBlogPost(@Param('id') id: string): Promise<BlogPostDto> {
    return this.blog.read(id);
  }
}
