import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../../common/uploads/image-uploads.service.js';
import { UsersModule } from '../users/users.module.js';
import { BlogPost } from './blog-post.entity.js';
import { BlogAdminController } from './blog-admin.controller.js';
import { BlogController } from './blog.controller.js';
import { BlogService } from './blog.service.js';

/**
 * The blog (issue 11): public list and detail, staff CRUD with featured images. Table ownership: `blog_posts`; the
 * author's name through UsersService, images through ImageUploads. Exports BlogService (page heads, the sitemap).
 */
@Module({
  imports: [TypeOrmModule.forFeature([BlogPost]), UploadsModule, UsersModule],
  controllers: [BlogController, BlogAdminController],
  providers: [BlogService],
  exports: [BlogService],
})
export class BlogModule {}
