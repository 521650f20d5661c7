import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrdersModule } from '../orders/orders.module.js';
import { OrderDocument } from './order-document.entity.js';
import { Shipment } from './shipment.entity.js';
import { ShipmentsAdminController } from './shipments-admin.controller.js';
import { ShipmentsExportController } from './shipments-export.controller.js';
import { ShipmentsService } from './shipments.service.js';
import { ShippingScheduleController } from './shipping-schedule.controller.js';
import { TrackingAdminController } from './tracking-admin.controller.js';
import { TrackingEvent } from './tracking-event.entity.js';
import { TrackingController } from './tracking.controller.js';
import { TrackingService } from './tracking.service.js';

/**
 * How a bought car travels (issue 9 §5): shipments and the public shipping schedule, tracking events and the shipping
 * documents. Table ownership: `shipments`, `tracking_events`, `order_documents`; orders are reached through
 * the orders module (an order's shipment is its `shipment_id`, set by OrderShippingService.assignToShipment).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Shipment, TrackingEvent, OrderDocument]), OrdersModule],
  controllers: [
    ShipmentsAdminController,
    ShipmentsExportController,
    ShippingScheduleController,
    TrackingAdminController,
    TrackingController,
  ],
  providers: [ShipmentsService, TrackingService],
})
export class ShipmentsModule {}
