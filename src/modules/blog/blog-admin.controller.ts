import { Body, Delete, Get, Param, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { RequestContext } from '../../common/context/request-context.js';
import { Ctx } from '../../common/context/request-context.decorator.js';
import { ApiImageUpload, type ImageUpload, UploadedImages } from '../../common/uploads/uploaded-images.decorator.js';
import { ApiCreateWithImage, type CreateUpload, UploadedCreate, validatedCreate } from '../../common/uploads/uploaded-create.decorator.js';
import { BLOG_POST_ID_PARAM, BLOG_POST_NOT_FOUND } from './blog.controller.js';
import { AdminBlogPostsQueryDto, CreateBlogPostDto, UpdateBlogPostDto } from './blog.requests.js';
import { AdminBlogPostDto, AdminBlogPostListDto, BlogPostDeletedDto } from './blog.responses.js';
import { BlogService } from './blog.service.js';
import { ApiErrors, StaffController } from '../../common/api/route-docs.decorator.js';
import { CsvExportRoute } from '../../common/csv/csv-export.decorator.js';

/** The multipart field of the featured image upload. */
export const BLOG_IMAGE_FIELD = 'image';
const AUDITED = 'Recorded in the audit log.';
/** A post's fields as JSON: 100,000 characters of content are at most 400 KB of UTF-8, more when escaped. */
const BLOG_FORM_BYTES = 1024 * 1024;
const TAKEN = ApiErrors({ 409: '`BLOG_SLUG_TAKEN`: another post has this slug' });

/** Back-office blog posts (spec §2 admin Blog posts: add, edit, draft or published, SEO fields). */
@StaffController('admin/blog', 'admin-blog')
export class BlogAdminController {
  constructor(private readonly blog: BlogService) {}

  @Get('posts')
  @ApiOperation({
    summary: 'Every post, drafts included',
    description: '`status`, `category`, `search`, `sort` (any column, `-` first for descending; default: last updated first); paged.',
  })
  @ApiOkResponse({ type: AdminBlogPostListDto })
  @ApiErrors({ 400: '' })
  listBlogPostsForStaff(@Query() query: AdminBlogPostsQueryDto): Promise<AdminBlogPostListDto> {
    return this.blog.listForStaff(query);
  }

  @CsvExportRoute('posts.csv', {
    summary: 'Export the filtered posts as CSV',
    description: "The list's filters and sort, every page. Cells a spreadsheet would run as formulas start with '.",
  })
  exportBlogPosts(@Query() query: AdminBlogPostsQueryDto): Promise<StreamableFile> {
    return this.blog.exportCsv(query);
  }

  @Post('posts')
  @ApiOperation({
    summary: 'Write a post',
    description: `A draft unless \`status\` is published. The slug is made from the title (and kept unique) when left out. ${AUDITED}`,
  })
  @ApiCreateWithImage(CreateBlogPostDto, BLOG_IMAGE_FIELD, 'the featured image')
  @ApiCreatedResponse({ type: AdminBlogPostDto })
  @TAKEN
  async createBlogPost(
    @Ctx() ctx: RequestContext,
    @UploadedCreate({ fileField: BLOG_IMAGE_FIELD, maxDataBytes: BLOG_FORM_BYTES }) upload: CreateUpload,
  ): Promise<AdminBlogPostDto> {
    const { body, images } = await validatedCreate(upload, CreateBlogPostDto);
    return this.blog.create(ctx, body, images[0]);
  }

  @Get('posts/:id')
  @BLOG_POST_ID_PARAM
  @ApiOperation({ summary: 'One post, draft or published' })
  @ApiOkResponse({ type: AdminBlogPostDto })
  @BLOG_POST_NOT_FOUND
  getBlogPostForStaff(@Param('id') id: string): Promise<AdminBlogPostDto> {
    return this.blog.getForStaff(id);
  }

  @Patch('posts/:id')
  @BLOG_POST_ID_PARAM
  @ApiOperation({
    summary: 'Edit a post, publish or unpublish it',
    description: `Send only what changes. \`status\`: published shows it (dated the first time), draft hides it. ${AUDITED}`,
  })
  @ApiOkResponse({ type: AdminBlogPostDto })
  @ApiErrors({ 400: '' })
  @BLOG_POST_NOT_FOUND
  @TAKEN
  updateBlogPost(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: UpdateBlogPostDto): Promise<AdminBlogPostDto> {
    return this.blog.update(ctx, id, body);
  }

  @Delete('posts/:id')
  @BLOG_POST_ID_PARAM
  @ApiOperation({ summary: 'Delete a post and its featured image', description: AUDITED })
  @ApiOkResponse({ type: BlogPostDeletedDto })
  @BLOG_POST_NOT_FOUND
  deleteBlogPost(@Ctx() ctx: RequestContext, @Param('id') id: string): Promise<BlogPostDeletedDto> {
    return this.blog.remove(ctx, id);
  }

  @Post('posts/:id/image')
  @BLOG_POST_ID_PARAM
  @ApiOperation({
    summary: 'Upload the post’s featured image (replaces the previous one)',
    description:
      'multipart/form-data with one file in the field `image`: JPG, PNG or WEBP, recognised by its bytes, at most 5 MB — ' +
      `as for make images. Stored re-encoded as WEBP with a thumbnail. ${AUDITED}`,
  })
  @ApiImageUpload(BLOG_IMAGE_FIELD)
  @ApiCreatedResponse({ type: AdminBlogPostDto })
  @BLOG_POST_NOT_FOUND
  uploadBlogPostImage(
    @Ctx() ctx: RequestContext,
    @Param('id') id: string,
    @UploadedImages([BLOG_IMAGE_FIELD]) upload: ImageUpload,
  ): Promise<AdminBlogPostDto> {
    return this.blog.uploadImage(ctx, id, upload);
  }
}
