/** Every queue and job name, in one place (DESIGN.md §6). */
export enum QueueName {
  Notifications = 'notifications',
}

export enum NotificationJob {
  SendEmail = 'send-email',
}
