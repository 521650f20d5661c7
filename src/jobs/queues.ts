/** Every queue and job name, in one place (DESIGN.md §6). */
export enum QueueName {
  Notifications = 'notifications',
  CarViews = 'car-views',
}

export enum NotificationJob {
  SendEmail = 'send-email',
}

export enum CarViewsJob {
  /** Repeatable: moves the Redis view counters into cars.view_count and car_daily_stats. */
  Flush = 'flush',
}
