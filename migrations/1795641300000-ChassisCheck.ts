import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The chassis check (POST /api/chassis-check) looks cars up by their chassis number ignoring case, spaces and dashes,
 * in every status: an expression index over all cars, spelled as CHASSIS_KEY_SQL (src/modules/cars/cars.service.ts)
 * spells it. Declared on Car with synchronize: false (TypeORM cannot express an expression index).
 */
export class ChassisCheck1795641300000 implements MigrationInterface {
  name = 'ChassisCheck1795641300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_cars_chassis_key" ON "cars" ((upper(translate(chassis_number, '- ', ''))))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_cars_chassis_key"`);
  }
}
