import { describe, expect, it } from 'vitest';
import { operations } from '../operations/index.ts';
import { apiTokenScopesFor } from './api-token-scopes.ts';

const byId = (operationId: string) => {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`no operation ${operationId}`);
  return operation;
};

describe('apiTokenScopesFor', () => {
  it('reads the area from the module and the direction from the method', () => {
    expect(apiTokenScopesFor(byId('users_GetAllCurrentUserTimelines'))).toEqual(['time:read']);
    expect(apiTokenScopesFor(byId('activities_CreateActivity'))).toEqual(['time:write']);
    expect(apiTokenScopesFor(byId('people_GetCompanyPeople'))).toEqual(['people:read']);
  });

  it('asks for every area of an operation of two modules', () => {
    expect(apiTokenScopesFor(byId('users_GetCurrentUserAbsenceOnDate'))).toEqual([
      'time:read',
      'absence:read',
    ]);
  });

  it('keeps tokens away from accounts, companies, sessions and tokens themselves', () => {
    for (const operationId of [
      'users_GetCurrentUser',
      'apiTokens_CreateApiToken',
      'apiTokens_GetCompanyApiTokens',
      'companies_CreateCompany',
      'openid_GetTokenId',
    ]) {
      expect(apiTokenScopesFor(byId(operationId)), operationId).toBeNull();
    }
  });
});
